// Runnable examples, progressively enhanced: without this file the form posts and the server
// returns a page with the run. With it, the run (or the messages for bad values) replaces the
// example's section in place and the reader's focus moves to the result. On the example's own
// page a run's address becomes the one the form would have asked for, so it can be shared and
// reloaded; a ruling's or rule's page keeps its own. A run refused for too many requests (429)
// says so in place too, in the words of the server's page, and the reader can try again later
// from where they are (a full-page post would only have brought the same refusal as a page).
(function () {
  "use strict";

  function sectionOf(form) {
    var node = form;
    while (node && !(node.classList && node.classList.contains("example"))) node = node.parentNode;
    return node;
  }

  // The result's start in view: focus alone scrolled a run taller than the window to its end
  // (on a rule's page, its checks, with the verdict two screens above).
  function focusResult(section) {
    // (the form's message for values that can't be used; a run that stopped has its notice after
    // its steps, which the run's start comes before)
    var target = section.querySelector(".example-form .notice--error") || section.querySelector("[data-example-output]");
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: "start" });
    }
  }

  // The form's address without the part that opens the run's page at the form.
  function formAddress(form) {
    return form.action.split("#")[0];
  }

  // The refusal the server's error page words (its heading and message), shown at the top of
  // the form in place of an earlier one; false if the page has none.
  function showRefusal(form, html) {
    var page = new DOMParser().parseFromString(html, "text/html");
    var title = page.querySelector(".error-page h1");
    var text = title && title.nextElementSibling;
    if (!title || !text) return false;
    var notice = form.querySelector("[data-example-refusal]") || document.createElement("div");
    notice.className = "notice notice--error";
    notice.setAttribute("role", "alert");
    notice.setAttribute("data-example-refusal", "");
    notice.setAttribute("tabindex", "-1");
    notice.textContent = "";
    var heading = document.createElement("p");
    var strong = document.createElement("strong");
    strong.textContent = title.textContent;
    heading.appendChild(strong);
    var message = document.createElement("p");
    message.textContent = text.textContent;
    notice.appendChild(heading);
    notice.appendChild(message);
    form.insertBefore(notice, form.firstChild);
    notice.focus();
    return true;
  }

  function runAddress(form) {
    var query = new URLSearchParams(new FormData(form)).toString();
    return formAddress(form) + (query ? "?" + query : "") + "#" + form.id;
  }

  // The language switch leads to the run's address in the other language, as the page served
  // for that address links it: switching had shown the example with its default choices.
  function switchLanguageTo(address) {
    var here = new URL(address, location.href);
    document.querySelectorAll(".language-switch a[hreflang]").forEach(function (link) {
      var url = new URL(link.href);
      if (!url.searchParams.get("next")) return;
      var lang = link.getAttribute("hreflang");
      url.searchParams.set("next", here.pathname.replace(/^\/[a-z]{2}\//, "/" + lang + "/") + here.search);
      link.href = url.pathname + url.search;
    });
  }

  function run(form) {
    var section = sectionOf(form);
    var button = form.querySelector("button[type=submit]");
    if (!section || !window.fetch) return false;
    var action = formAddress(form);
    var url = action + (action.indexOf("?") === -1 ? "?" : "&") + "fragment=1";
    var level = section.getAttribute("data-level");
    var titled = !section.hasAttribute("data-untitled");
    var about = section.hasAttribute("data-about-rules") ? "&about=rules" : "";
    if (button) button.disabled = true;
    section.setAttribute("aria-busy", "true");
    var address = runAddress(form);
    var ran = false;
    var refused = false;
    fetch(url + "&level=" + level + (titled ? "" : "&untitled=1") + about, { method: "POST", body: new FormData(form), credentials: "same-origin" })
      .then(function (response) {
        refused = response.status === 429;
        if (response.status !== 200 && response.status !== 400 && !refused) throw new Error(String(response.status));
        ran = response.status === 200;
        return response.text();
      })
      .then(function (html) {
        if (refused) {
          if (!showRefusal(form, html)) throw new Error("no message in the refusal");
          section.removeAttribute("aria-busy");
          if (button) button.disabled = false;
          return;
        }
        var holder = document.createElement("div");
        holder.innerHTML = html;
        var fresh = holder.querySelector(".example");
        if (!fresh) throw new Error("no example in the response");
        section.parentNode.replaceChild(fresh, section);
        if (ran && !titled && window.history.replaceState) {
          window.history.replaceState(null, "", address);
          switchLanguageTo(address);
        }
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
