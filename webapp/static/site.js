// Progressive enhancements only: every page works without this file.

// Whether the keys of one character ("/", j, k) act: a reader can turn them off on the help
// page (WCAG 2.1.4: speech input and a stray key press trigger them); the choice is kept in
// this browser.
var ONE_KEY_SHORTCUTS = "rulings-one-key-shortcuts";
function oneKeyShortcutsOn() {
  "use strict";
  try {
    return window.localStorage.getItem(ONE_KEY_SHORTCUTS) !== "off";
  } catch (error) {
    return true;
  }
}

// The switch on the help page.
(function () {
  "use strict";
  var box = document.getElementById("one-key-shortcuts");
  if (!box) return;
  try {
    window.localStorage.getItem(ONE_KEY_SHORTCUTS);
  } catch (error) {
    return; // (no storage: the switch could not keep the choice, so it stays hidden)
  }
  box.checked = oneKeyShortcutsOn();
  box.closest("p").hidden = false;
  box.addEventListener("change", function () {
    if (box.checked) window.localStorage.removeItem(ONE_KEY_SHORTCUTS);
    else window.localStorage.setItem(ONE_KEY_SHORTCUTS, "off");
  });
})();

(function () {
  "use strict";
  // "/" focuses the search box, as on many search sites, unless the reader is typing.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || !oneKeyShortcutsOn()) return;
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

// The search box as a combobox (WAI-ARIA 1.2 pattern, list autocomplete): names and terms of
// both languages from /api/autocomplete while typing. Up and Down move through the list,
// Enter opens the chosen one (or, with none chosen, searches), Escape closes the list. The
// number of suggestions is announced in a live region. Without this script the box is a
// plain search field and the results page lists the names instead.
(function () {
  "use strict";
  var form = document.querySelector("form.search-form[data-autocomplete]");
  var input = form && form.querySelector("#q");
  if (!input || !window.fetch) return;
  // The lengths /api/autocomplete answers (a longer text is a question, not a name typed).
  var MIN_CHARS = Number(form.dataset.minChars);
  var MAX_CHARS = Number(form.dataset.maxChars);
  var DELAY_MS = 120;
  var listId = "q-suggestions";
  var list = document.createElement("ul");
  list.id = listId;
  list.className = "autocomplete";
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", form.dataset.label);
  // Out of the Tab order: Chromium lets Tab stop on a list that scrolls, which then closes and
  // leaves the focus nowhere to be seen (the options are chosen with the arrow keys).
  list.tabIndex = -1;
  list.hidden = true;
  input.parentNode.appendChild(list);
  var status = document.createElement("div");
  status.className = "visually-hidden autocomplete-status";
  status.setAttribute("aria-live", "polite");
  status.setAttribute("aria-atomic", "true");
  form.appendChild(status);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", listId);
  input.setAttribute("aria-expanded", "false");

  var items = [];
  var active = -1;
  var timer = null;
  var pending = null;
  var asked = "";

  function announce(count) {
    var text = count === 0 ? form.dataset.countNone
      : count === 1 ? form.dataset.countOne : form.dataset.countOther.replace("{n}", String(count));
    status.textContent = text;
  }

  function close() {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  }

  function choose(index) {
    var options = list.children;
    if (active >= 0 && options[active]) options[active].setAttribute("aria-selected", "false");
    active = index;
    if (index < 0) {
      input.removeAttribute("aria-activedescendant");
      return;
    }
    options[index].setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", options[index].id);
    options[index].scrollIntoView({ block: "nearest" });
  }

  function open() {
    if (!items.length) return;
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
  }

  function render(found) {
    items = found;
    list.textContent = "";
    active = -1;
    found.forEach(function (item, index) {
      var option = document.createElement("li");
      option.id = listId + "-" + index;
      option.className = "autocomplete__option";
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
      var text = document.createElement("span");
      text.className = "autocomplete__text";
      text.lang = item.lang;
      text.textContent = item.text;
      var meta = document.createElement("span");
      meta.className = "autocomplete__meta";
      meta.textContent = item.kind_label;
      if (item.lang_label) meta.appendChild(document.createTextNode(" · " + item.lang_label));
      if (item.translation) {
        // (the name in the other language, marked as such, as the names beside the results are)
        var translation = document.createElement("span");
        if (item.translation_lang) translation.lang = item.translation_lang;
        translation.textContent = item.translation;
        meta.appendChild(document.createTextNode(" · "));
        meta.appendChild(translation);
      }
      option.appendChild(text);
      option.appendChild(meta);
      option.addEventListener("mousedown", function (event) { event.preventDefault(); });
      option.addEventListener("click", function () { go(index); });
      list.appendChild(option);
    });
    if (found.length) open(); else close();
    announce(found.length);
  }

  function go(index) {
    var item = items[index];
    if (item) window.location.assign(item.url);
  }

  function ask() {
    var text = input.value;
    if (text.trim().length < MIN_CHARS || text.length > MAX_CHARS) {
      // (nothing asked: typing the last text again asks for it again)
      asked = null;
      if (pending) pending.abort();
      items = [];
      list.textContent = "";
      status.textContent = "";  // (no list, nothing to announce: it had kept "8 suggestions")
      close();
      return;
    }
    if (text === asked) return;
    asked = text;
    if (pending) pending.abort();
    pending = new AbortController();
    var url = form.dataset.autocomplete + "&q=" + encodeURIComponent(text);
    fetch(url, { signal: pending.signal, headers: { Accept: "application/json" } })
      .then(function (response) { return response.ok ? response.json() : { items: [] }; })
      .then(function (data) { if (input.value === text) render(data.items || []); })
      .catch(function () { /* aborted or offline: the form still searches */ });
  }

  input.addEventListener("input", function () {
    window.clearTimeout(timer);
    // (a box emptied, by Escape or by deleting, has no list left for Down and Enter to open:
    // they had opened the name typed before, with nothing in the box)
    if (input.value.trim().length < MIN_CHARS) ask();
    else timer = window.setTimeout(ask, DELAY_MS);
  });

  input.addEventListener("keydown", function (event) {
    var count = list.children.length;
    if (event.key === "ArrowDown" || event.key === "Down") {
      if (!count) return;
      event.preventDefault();
      open();
      choose(active + 1 < count ? active + 1 : 0);
    } else if (event.key === "ArrowUp" || event.key === "Up") {
      if (!count) return;
      event.preventDefault();
      open();
      choose(active > 0 ? active - 1 : count - 1);
    } else if (event.key === "Enter") {
      if (!list.hidden && active >= 0) {
        event.preventDefault();
        go(active);
      }
    } else if (event.key === "Escape" || event.key === "Esc") {
      if (!list.hidden) {
        event.preventDefault();
        close();
      }
    }
  });

  input.addEventListener("blur", close);
  input.addEventListener("focus", function () { if (input.value === asked) open(); });
})();

// The term lists' filter box filters the rows already on the page while typing (without this
// script the form asks the server for the filtered list): a row is shown where a word of its
// terms begins with what was typed, case and German spelling variants aside, as there
// (`fold` is indexer.search.analysis.de.fold_german). The page's address and the language
// switch follow what is typed, as the form would have sent it: switching language had lost a
// filter typed but not submitted.
(function () {
  "use strict";
  var input = document.querySelector("input[data-filter-table]");
  var table = input && document.querySelector(input.dataset.filterTable);
  if (!table) return;
  var count = document.querySelector(".terms-filter__count");
  var template = input.form.dataset.countTemplate;
  var lang = document.documentElement.lang;
  var rows = Array.prototype.slice.call(table.tBodies[0].rows);
  var fold = function (text) {
    return text.toLowerCase().replace(/ß/g, "ss").replace(/ä/g, "a").replace(/ö/g, "o").replace(/ü/g, "u")
      .replace(/([ao])e|([^aeiouq])ue/g, function (all, vowel, before) { return vowel || before + "u"; });
  };
  var texts = rows.map(function (row) {
    return Array.prototype.map.call(row.querySelectorAll("td:nth-child(-n+2) a"), function (link) {
      return fold(link.textContent);
    });
  });
  var escape = function (text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); };
  input.addEventListener("input", function () {
    var wanted = fold(input.value.trim());
    var starts = new RegExp("(?:^|[^\\p{L}\\p{N}])" + escape(wanted), "u");
    var shown = 0;
    rows.forEach(function (row, i) {
      row.hidden = wanted !== "" && !texts[i].some(function (term) { return starts.test(term); });
      if (!row.hidden) shown += 1;
    });
    if (count && template) {
      count.textContent = wanted ? template.replace("{shown}", shown.toLocaleString(lang)).replace("{total}", rows.length.toLocaleString(lang)).replace("{text}", input.value.trim()) : "";
    }
    keep(input.value.trim());
  });
  // The filter `text` in the page's address and in the language switch's link to this page.
  function keep(text) {
    var withFilter = function (address) {
      var url = new URL(address, location.href);
      if (text) url.searchParams.set(input.name, text); else url.searchParams.delete(input.name);
      return url.pathname + url.search + url.hash;
    };
    history.replaceState(history.state, "", withFilter(location.href));
    document.querySelectorAll(".language-switch a[hreflang]").forEach(function (link) {
      var url = new URL(link.href);
      var next = url.searchParams.get("next");
      if (!next) return;
      url.searchParams.set("next", withFilter(next));
      link.href = url.pathname + url.search;
    });
  }
})();

// A rule reference shows the rule's text on hover and on keyboard focus, in a small popover
// read from /api/rules/<number>/summary (once per rule); Escape closes it. The document
// listens, not each link, so references inserted later (an example's run) work as well.
// Without this script the reference is a plain link to the rule's page.
(function () {
  "use strict";
  var SELECTOR = "a.rule-ref[href*='/rules/']";
  if (!window.fetch) return;
  var lang = document.documentElement.lang;
  var DELAY_MS = 200;
  var known = {};
  var timer = null;
  var current = null;
  var popover = document.createElement("div");
  popover.id = "rule-popover";
  popover.className = "rule-popover";
  popover.setAttribute("role", "tooltip");
  popover.hidden = true;
  document.body.appendChild(popover);

  function numberOf(link) {
    return decodeURIComponent(link.pathname.split("/").pop());
  }

  function summary(number) {
    if (!known[number]) {
      known[number] = fetch("/api/rules/" + encodeURIComponent(number) + "/summary?lang=" + lang)
        .then(function (response) { return response.ok ? response.json() : null; })
        .catch(function () { return null; });
    }
    return known[number];
  }

  // Below the link, or above it where the window has no room below and has it above (a
  // reference near the bottom of a phone's screen had its popover cut off by the window's edge).
  function place(link) {
    var box = link.getBoundingClientRect();
    var width = Math.min(400, document.documentElement.clientWidth - 16);
    popover.style.width = width + "px";
    popover.style.left = Math.max(8, Math.min(box.left, document.documentElement.clientWidth - width - 8)) + window.scrollX + "px";
    var height = popover.offsetHeight;
    var above = box.bottom + 6 + height > window.innerHeight && box.top - 6 - height >= 0;
    popover.style.top = (above ? box.top - 6 - height : box.bottom + 6) + window.scrollY + "px";
  }

  function show(link, data) {
    if (current !== link || !data) return;
    popover.textContent = "";
    var title = document.createElement("strong");
    title.textContent = data.label;
    var text = document.createElement("p");
    text.lang = data.text_lang;
    text.innerHTML = data.html; // (the server's HTML: the text escaped, its symbols drawn)
    popover.appendChild(title);
    popover.appendChild(text);
    popover.hidden = false; // (shown first: its height is measured where it is placed)
    place(link);
    link.setAttribute("aria-describedby", popover.id);
  }

  function hide() {
    clearTimeout(timer);
    if (current) current.removeAttribute("aria-describedby");
    current = null;
    popover.hidden = true;
  }

  function referenceAt(event) {
    return event.target.closest ? event.target.closest(SELECTOR) : null;
  }

  function schedule(event) {
    var link = referenceAt(event);
    if (!link || link === current) return;
    clearTimeout(timer);
    current = link;
    timer = setTimeout(function () {
      summary(numberOf(link)).then(function (data) { show(link, data); });
    }, DELAY_MS);
  }

  function leave(event) {
    var link = referenceAt(event);
    // Moving within the link (onto a child) is not leaving it.
    if (link && link === current && !link.contains(event.relatedTarget)) hide();
  }

  document.addEventListener("mouseover", schedule);
  document.addEventListener("focusin", schedule);
  document.addEventListener("mouseout", leave);
  document.addEventListener("focusout", leave);
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && current) hide();
  });
})();

// On a rule page, j and k go to the next and the previous rule (the links of its rule
// navigation), unless the reader is typing.
(function () {
  "use strict";
  document.addEventListener("keydown", function (event) {
    if ((event.key !== "j" && event.key !== "k") || event.ctrlKey || event.metaKey || event.altKey) return;
    if (!oneKeyShortcutsOn()) return;
    var active = document.activeElement;
    if (active && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))) return;
    var link = document.querySelector(".rule-nav a[rel='" + (event.key === "j" ? "next" : "prev") + "']");
    if (link) window.location.assign(link.href);
  });
})();

// "Copy citation": the button (hidden without this script, which leaves the citation as
// selectable text) copies it, with the page's address (a citation pasted into a chat had
// nothing to follow), and says so.
(function () {
  "use strict";
  if (!navigator.clipboard) return;
  Array.prototype.forEach.call(document.querySelectorAll("button.citation__copy"), function (button) {
    var status = button.parentNode.querySelector(".citation__status");
    button.hidden = false;
    button.addEventListener("click", function () {
      var address = location.origin + location.pathname;
      navigator.clipboard.writeText(button.dataset.copy + " " + address).then(function () {
        if (status) status.textContent = button.dataset.copied;
        button.classList.add("citation__copy--done");
      });
    });
  });
})();

// On a narrow screen the filters beside the results, and a long list of what was also searched,
// fold to one line above the results (the reader opens them with it); without this script they
// stay open.
// A box that is open from a width on (data-open-from: the filters beside the results) stays
// open there, and its heading leaves the tab order: it is a heading, not a control.
(function () {
  "use strict";
  if (!window.matchMedia) return;
  document.querySelectorAll("details[data-fold-below]").forEach(function (fold) {
    if (window.matchMedia("(max-width: " + fold.dataset.foldBelow + ")").matches) fold.open = false;
  });
  document.querySelectorAll("details[data-open-from]").forEach(function (fold) {
    var wide = window.matchMedia("(min-width: " + fold.dataset.openFrom + ")");
    var summary = fold.querySelector("summary");
    var fit = function () {
      if (wide.matches) {
        summary.tabIndex = -1;
        fold.open = true;
      } else {
        summary.removeAttribute("tabindex");
      }
    };
    fit();
    if (wide.addEventListener) wide.addEventListener("change", fit);
    // (the click that Enter or a tap sends does not fold it: reopening it after the toggle left
    // a moment in which the filters were gone)
    summary.addEventListener("click", function (event) {
      if (wide.matches) event.preventDefault();
    });
  });
})();

// A page opened from this site's results offers a way back to them, to the same search and
// page: the results page it came from (document.referrer), or, a page later within the site
// (a ruling, then a rule it cites, then its history), the last results page of this tab in
// the page's language, which each results page keeps in sessionStorage.
(function () {
  "use strict";
  var results = /^\/(en|de)\/$/;
  var here = window.location;
  function remember(key, address) {
    try {
      if (address) window.sessionStorage.setItem(key, address);
      return window.sessionStorage.getItem(key);
    } catch (error) {
      return address;
    }
  }
  var lang = (here.pathname.match(/^\/(en|de)\//) || [])[1];
  if (!lang) return;
  var key = "back-to-results-" + lang;
  if (results.test(here.pathname) && new URLSearchParams(here.search).get("q")) {
    remember(key, here.pathname + here.search);
    return;
  }
  var link = document.querySelector("a[data-back-to-results]");
  if (!link || !document.referrer) return;
  var from;
  try {
    from = new URL(document.referrer);
  } catch (error) {
    return;
  }
  if (from.origin !== here.origin) return;
  var fromResults = results.test(from.pathname) && from.searchParams.get("q") && from.pathname === "/" + lang + "/";
  var address = remember(key, fromResults ? from.pathname + from.search : null);
  // A reader who switched language on the way has results only in the other language: the
  // same search in this one, as the language switch of a results page leads there.
  var theirs = address ? null : remember("back-to-results-" + (lang === "en" ? "de" : "en"), null);
  if (theirs) address = "/" + lang + theirs.slice(3);
  if (!address) return;
  link.href = address;
  link.hidden = false;
  // Straight from the results, the way back is the browser's: it returns to where the reader
  // was on the page (the link's address opened it at its top, a result far down out of sight).
  // Not once the reader has moved within this page (a rule's "#…" part): back would go there.
  if (fromResults && window.history.length > 1) {
    var arrived = here.href;
    var moved = false;
    window.addEventListener("hashchange", function () {
      moved = true;
    });
    link.addEventListener("click", function (event) {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      if (moved || window.location.href !== arrived) return;
      event.preventDefault();
      window.history.back();
    });
  }
})();
