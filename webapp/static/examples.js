// Runnable examples, progressively enhanced: without this file the form posts and the server
// returns a page with the run. With it, the run (or the messages for bad values) replaces the
// example's section in place and the reader's focus moves to the result. On the example's own
// page a run's address becomes the one the form would have asked for, so it can be shared and
// reloaded; a ruling's or rule's page keeps its own.
(function () {
  "use strict";

  function sectionOf(form) {
    var node = form;
    while (node && !(node.classList && node.classList.contains("example"))) node = node.parentNode;
    return node;
  }

  function focusResult(section) {
    var target = section.querySelector(".notice--error") || section.querySelector("[data-example-output]");
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus();
    }
  }

  function runAddress(form) {
    var query = new URLSearchParams(new FormData(form)).toString();
    return form.action + (query ? "?" + query : "");
  }

  function run(form) {
    var section = sectionOf(form);
    var button = form.querySelector("button[type=submit]");
    if (!section || !window.fetch) return false;
    var url = form.action + (form.action.indexOf("?") === -1 ? "?" : "&") + "fragment=1";
    var level = section.querySelector(".example__title").tagName.substring(1);
    if (button) button.disabled = true;
    section.setAttribute("aria-busy", "true");
    var address = runAddress(form);
    var ran = false;
    fetch(url + "&level=" + level, { method: "POST", body: new FormData(form), credentials: "same-origin" })
      .then(function (response) {
        if (response.status !== 200 && response.status !== 400) throw new Error(String(response.status));
        ran = response.status === 200;
        return response.text();
      })
      .then(function (html) {
        var holder = document.createElement("div");
        holder.innerHTML = html;
        var fresh = holder.querySelector(".example");
        if (!fresh) throw new Error("no example in the response");
        section.parentNode.replaceChild(fresh, section);
        if (ran && level === "2" && window.history.replaceState) window.history.replaceState(null, "", address);
        focusResult(fresh);
      })
      .catch(function () {
        // Fall back to the ordinary form post: the server renders the whole page.
        section.removeAttribute("aria-busy");
        if (button) button.disabled = false;
        form.submit();
      });
    return true;
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.classList || !form.classList.contains("example-form")) return;
    if (run(form)) event.preventDefault();
  });
})();
