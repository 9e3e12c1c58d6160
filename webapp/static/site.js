// Progressive enhancements only: every page works without this file.
(function () {
  "use strict";
  // "/" focuses the search box, as on many search sites, unless the reader is typing.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    var active = document.activeElement;
    if (active && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))) return;
    var box = document.getElementById("q");
    if (box) {
      event.preventDefault();
      box.focus();
      box.select();
    }
  });
})();
