// The judge's desk (adjudicator.sphinxext.desk): search as you type, and previews of rules
// and glossary terms. Plain JavaScript, no library, nothing fetched from outside the book; the
// data files are scripts, so both work when the book is opened from file:// as well.
(() => {
  "use strict";

  const root = new URL(document.documentElement.dataset.content_root || "./", location.href);
  const scripts = {};

  /** Load a script of the book once (a promise). */
  function load(relative) {
    if (!scripts[relative]) {
      scripts[relative] = new Promise((resolve, reject) => {
        const tag = document.createElement("script");
        tag.src = new URL(relative, root).href;
        tag.onload = resolve;
        tag.onerror = () => { delete scripts[relative]; reject(new Error(relative)); };
        document.head.appendChild(tag);
      });
    }
    return scripts[relative];
  }

  function escapeHtml(text) {
    return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  }

  // ---------------------------------------------------------------------------------------
  // Search
  // ---------------------------------------------------------------------------------------
  // A rule number as judges type it: 410.6a, 410.6A, 410.6 a, 410-6a, rule 410.6a, r410.6a, §410.6a.
  const RULE_NUMBER = /^(?:rule|r|§)?\s*(\d{3})(?:\s*[.\-\s]\s*(\d{1,2})(?:\s*[.\-]?\s*([a-z]))?)?$/i;
  const SCENARIO_ID = /^[a-z]\d{3}(?:-[\w-]+)?$/i;
  const CANONICAL_EXAMPLE = /^e\d{3}$/; // E001 itself, not one of its variants
  const HAN = /\p{Script=Han}/u;
  const GROUPS = [["best", "Best match"], ["rule", "Rules"], ["term", "Glossary"], ["scenario", "Scenarios"],
    ["card", "Cards"]];
  const SHOWN = { best: 4, rule: 5, term: 3, scenario: 3, card: 3 }; // per group in the live results

  const norm = (s) => (s || "").normalize("NFKC").toLowerCase();
  const stem = (w) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w); // packets → packet
  const words = (s) => norm(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

  /** "r410.6 A" → "410.6a"; null when the query is not a rule number. */
  function ruleNumber(q) {
    const m = RULE_NUMBER.exec(q.trim());
    return m ? m[1] + (m[2] ? `.${m[2]}${(m[3] || "").toLowerCase()}` : "") : null;
  }

  /** A record made ready for matching: its name, number and Chinese keys. */
  function prepare(r, order, text) {
    const names = [r.title, ...(r.aliases || [])].filter(Boolean);
    return {
      ...r, order, text, textKey: norm(text),
      nameKeys: names.map((n) => words(n).map(stem).join(" ")),
      nameWords: names.flatMap((n) => words(n).map(stem)),
      zhKeys: (r.zh || []).map(norm),
      numberKey: norm(r.n),
    };
  }

  let prepared = null;
  let vocabulary = null; // every word of the names (and, once loaded, of the texts), for typos
  /** The records of the first index, prepared once; their texts joined when they have come. */
  function records() {
    if (!prepared && window.deskSearchData) {
      prepared = window.deskSearchData.records.map((r, order) => prepare(r, order, ""));
      vocabulary = new Set(prepared.flatMap((r) => r.nameWords));
    }
    if (prepared && !prepared.withTexts && window.deskSearchText) {
      window.deskSearchText.forEach((text, i) => {
        prepared[i].text = text;
        prepared[i].textKey = norm(text);
        for (const w of words(text)) vocabulary.add(stem(w));
      });
      prepared.withTexts = true;
    }
    if (prepared && prepared.withTexts && !prepared.withMore && window.deskSearchMore) {
      for (const r of window.deskSearchMore) {
        const made = prepare(r, prepared.length, r.text || "");
        prepared.push(made);
        for (const w of [...made.nameWords, ...words(made.text).map(stem)]) vocabulary.add(w);
      }
      prepared.withMore = true;
    }
    return prepared;
  }

  function dataUrl() {
    const meta = document.querySelector('meta[name="desk-search-data"]');
    return meta ? new URL(meta.content, location.href).href : new URL("_static/desk/search-data.js", root).href;
  }

  /** The first index: numbers, titles, Chinese forms (about a fifth of the whole). */
  function dataReady() {
    return window.deskSearchData ? Promise.resolve() : load(dataUrl());
  }

  /** The texts, asked for once the first index is in. */
  function textReady() {
    if (window.deskSearchText && window.deskSearchMore) return Promise.resolve();
    return dataReady()
      .then(() => window.deskSearchText || load(dataUrl().replace(/search-data\.js$/, "search-text.js")))
      .then(() => window.deskSearchMore || load(dataUrl().replace(/search-data\.js$/, "search-more.js")));
  }

  /** Optimal string alignment distance (a swap of two letters counts one), or more than
   *  ``limit`` as soon as it must be. */
  function distance(a, b, limit) {
    let before = null;
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const row = [i];
      let least = i;
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
        if (before && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
        row.push(d);
        least = Math.min(least, d);
      }
      if (least > limit) return limit + 1;
      before = previous;
      previous = row;
    }
    return previous[b.length];
  }

  /** The word(s) of the book a typed word most likely means: itself when some word starts with
   *  it, else the nearest ones (one letter off, two for words of seven letters or more). */
  function readAs(token) {
    const t = stem(token);
    if (t.length < 4 || HAN.test(t) || /\d/.test(t)) return [token];
    for (const w of vocabulary) if (w.startsWith(t)) return [token];
    const limit = t.length >= 7 ? 2 : 1;
    let best = limit + 1;
    let found = [];
    for (const w of vocabulary) {
      if (Math.abs(w.length - t.length) > best) continue;
      const d = distance(t, w, best);
      if (d < best) { best = d; found = [w]; } else if (d === best) found.push(w);
    }
    return found.length ? found.slice(0, 5) : [token];
  }

  /** The records answering ``query``, best first within each kind, and where Enter goes. */
  function search(query) {
    const all = records() || [];
    const q = norm(query).trim();
    if (!q || !all.length) return { hits: [], jump: null };
    const number = ruleNumber(q);
    if (number) return byNumber(all, number);
    const exactScenario = SCENARIO_ID.test(q) && all.find((r) => r.kind === "scenario" && r.numberKey === q);
    const typed = q.split(/\s+/).filter(Boolean);
    const readings = typed.map(readAs);
    const tokens = readings.map((r) => r[0]);
    const corrected = tokens.some((t, i) => t !== typed[i]);
    const whole = tokens.flatMap((t) => words(t).map(stem)).join(" ");
    const hits = [];
    for (const r of all) {
      const scores = readings.map((variants) => Math.max(...variants.map((v) => scoreToken(r, v))));
      if (scores.includes(0)) continue;
      let score = scores.reduce((a, b) => a + b, 0);
      const exact = r.nameKeys.includes(whole) || r.zhKeys.includes(q) || r.numberKey === q;
      if (exact) score += 100; // titled with the query itself, or its id
      if (r.kind === "scenario" && CANONICAL_EXAMPLE.test(r.numberKey)) score += 20; // the example before its variants
      hits.push({ record: r, score, exact, named: Math.min(...scores) >= 30 });
    }
    homeRules(all, hits);
    return { hits: ranked(hits), jump: exactScenario || null, tokens, readAs: corrected ? tokens.join(" ") : "" };
  }

  /** A glossary entry found by its name (or Chinese form) brings the rule it points to first
   *  (Protector → 602.2, Hearthing → 800.1): that rule is a best match, ahead of the entry. */
  function homeRules(all, hits) {
    const home = new Map();
    for (const h of hits) {
      const first = h.record.kind === "term" && h.named && (h.record.rules || [])[0];
      if (first && !home.has(first)) home.set(first, h.score);
    }
    for (const [number, score] of home) {
      const hit = hits.find((h) => h.record.kind === "rule" && h.record.numberKey === number);
      if (hit) { hit.exact = true; hit.score = Math.max(hit.score, score) + 100; continue; }
      const rule = all.find((r) => r.kind === "rule" && r.numberKey === number);
      if (rule) hits.push({ record: rule, score, exact: true });
    }
  }

  function scoreToken(r, token) {
    if (HAN.test(token)) {
      if (r.zhKeys.includes(token)) return 60;
      if (r.zhKeys.some((z) => z.includes(token))) return 30;
      return r.textKey.includes(token) ? 5 : 0;
    }
    const t = stem(token);
    let score = 0;
    if (r.numberKey && r.numberKey.startsWith(token)) score += 50;
    if (r.nameWords.includes(t)) score += 40; // the word itself, not only a longer one
    else if (r.nameWords.some((w) => w.startsWith(t))) score += 30;
    if (r.textKey.includes(t)) score += 5 + Math.min(4, r.textKey.split(t).length - 2);
    return score;
  }

  function byNumber(all, q) {
    const within = (n) => n === q || n.startsWith(q + ".") || (q.includes(".") && /^[a-z]$/.test(n.slice(q.length)) && n.startsWith(q));
    const rules = all.filter((r) => r.kind === "rule" && within(r.numberKey));
    const cited = all.filter((r) => r.kind !== "rule" && (r.rules || []).some((n) => n === q));
    const hits = [...rules, ...cited].map((record, i) => ({ record, score: 1000 - i, exact: record.numberKey === q }));
    return { hits: ranked(hits), jump: rules.find((r) => r.numberKey === q) || null, tokens: [q], readAs: "" };
  }

  /** Best matches (titled with the query, or its number) first, then rules, glossary terms
   *  and scenarios; by score within each, then in book order. */
  function ranked(hits) {
    const kind = { rule: 0, term: 1, scenario: 2, card: 3 };
    return hits.sort((a, b) => b.exact - a.exact || kind[a.record.kind] - kind[b.record.kind] ||
      b.score - a.score || a.record.order - b.record.order).map((h) => ({ ...h.record, best: h.exact }));
  }

  /** About 140 characters of text around the first match, the matches marked. */
  function excerpt(text, tokens) {
    const folded = norm(text);
    const at = Math.min(...tokens.map((t) => folded.indexOf(stem(t))).filter((i) => i >= 0), Infinity);
    let start = at === Infinity ? 0 : Math.max(0, at - 40);
    if (start > 0) start = text.indexOf(" ", start) + 1 || start;
    let cut = text.slice(start, start + 140);
    if (start + 140 < text.length) cut = cut.replace(/\s+\S*$/, "") + "…";
    let html = escapeHtml((start > 0 ? "…" : "") + cut);
    for (const t of tokens.map(stem).filter((t) => t.length > 1 || HAN.test(t))) {
      const pattern = new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "giu");
      html = html.replace(pattern, (m) => `<mark>${m}</mark>`);
    }
    return html;
  }

  function label(r) {
    if (r.kind === "rule") return `<span class="desk-hit-number">${escapeHtml(r.n)}</span> ${escapeHtml([r.title, ...(r.zh || [])].filter(Boolean).join(" · "))}`;
    if (r.kind === "term" || r.kind === "card") return `${escapeHtml(r.title)} <span class="desk-hit-zh">${escapeHtml((r.zh || []).slice(0, 2).join(" · "))}</span>`;
    return `<span class="desk-hit-number">${escapeHtml(r.n)}</span> ${escapeHtml(r.title)}`;
  }

  function resultItem(r, tokens, id) {
    const text = r.text ? `<span class="desk-hit-text">${excerpt(r.text, tokens)}</span>` : "";
    return `<li id="${id}" class="desk-hit desk-hit-${r.kind}" data-kind="${r.kind}">` +
      `<a href="${new URL(r.url, root).href}"><span class="desk-hit-title">${label(r)}</span>${text}</a></li>`;
  }

  /** Fill ``box`` with the results, grouped; all of them when ``limit`` is false. */
  function showResults(box, input, query, limit) {
    const { hits, jump, tokens, readAs: reading } = search(query);
    box.innerHTML = "";
    box.dataset.jump = jump ? new URL(jump.url, root).href : "";
    if (!query.trim()) return;
    if (!hits.length) {
      box.innerHTML = `<p class="desk-no-hits" role="status">Nothing matches “${escapeHtml(query)}”.</p>`;
      return;
    }
    let html = "";
    let n = 0;
    for (const [kind, title] of GROUPS) {
      const group = hits.filter((r) => (kind === "best" ? r.best : !r.best && r.kind === kind));
      if (!group.length) continue;
      const shown = limit ? group.slice(0, SHOWN[kind]) : group;
      html += `<section class="desk-group desk-group-${kind}"><h2 class="desk-group-title">${title} <span>${group.length}</span></h2><ul>`;
      html += shown.map((r) => resultItem(r, tokens, `desk-hit-${box.dataset.uid}-${n++}`)).join("");
      html += "</ul></section>";
    }
    if (limit && hits.length > n) {
      const all = new URL(`search.html?q=${encodeURIComponent(query)}`, root).href;
      html += `<p class="desk-all-hits"><a href="${all}">All ${hits.length} results</a></p>`;
    }
    const note = reading ? ` for “${escapeHtml(reading)}”` : "";
    const count = `<p class="desk-count" role="status">${hits.length} result${hits.length === 1 ? "" : "s"}${note}</p>`;
    box.innerHTML = count + html;
    box.querySelector(".desk-hit")?.classList.add("desk-first");
  }

  /** The result links, in order: arrow keys move the focus along them (Enter follows one). */
  function resultLinks(box) { return [...box.querySelectorAll(".desk-hit > a")]; }

  /** The last query, kept for the tab's next pages (file:// may refuse storage: then not). */
  function remember(query) {
    try { sessionStorage.setItem("desk-last-query", query); } catch { /* no storage */ }
  }
  function remembered() {
    try { return sessionStorage.getItem("desk-last-query") || ""; } catch { return ""; }
  }

  let uid = 0;
  function wireSearch(form) {
    const input = form.querySelector("input[type=search]");
    const box = form.nextElementSibling;
    if (!input || !box || !box.classList.contains("desk-results")) return;
    box.dataset.uid = String(uid++);
    const limit = !document.querySelector(".desk-search-page") || form.closest("dialog");
    const show = () => showResults(box, input, input.value, limit);
    // results from the first index at once; again when the texts have come (if still asked)
    const run = () => {
      const asked = input.value;
      const complete = Boolean(window.deskSearchText && window.deskSearchMore);
      dataReady().then(show).then(() => complete || textReady().then(() => { if (input.value === asked) show(); }));
    };
    input.addEventListener("input", () => { remember(input.value); run(); });
    input.addEventListener("focus", () => {
      textReady().catch(() => {});
      if (!input.value && form.closest("dialog")) input.value = remembered(); // Ctrl+K on the next page
      if (input.value && !box.childElementCount) { input.select(); run(); }
    });
    input.addEventListener("keydown", (event) => {
      if (event.key === "ArrowDown" && resultLinks(box).length) {
        event.preventDefault();
        resultLinks(box)[0].focus();
      }
    });
    box.addEventListener("keydown", (event) => {
      const links = resultLinks(box);
      const i = links.indexOf(document.activeElement);
      if (i < 0 || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
      event.preventDefault();
      if (event.key === "ArrowUp" && i === 0) input.focus();
      else links[Math.max(0, Math.min(links.length - 1, i + (event.key === "ArrowDown" ? 1 : -1)))].focus();
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      dataReady().then(() => {
        show();
        const first = resultLinks(box)[0];
        const target = box.dataset.jump || (first && first.href);
        if (!target) return;
        location.assign(target);
        const url = new URL(target);
        if (url.pathname === location.pathname && url.hash === location.hash) { // no load, no hashchange
          form.closest("dialog")?.close();
          focusTarget();
        }
      });
    });
    if (input.value) run();
  }

  function searchPage() {
    const page = document.querySelector(".desk-search-page");
    if (!page) return;
    const q = new URLSearchParams(location.search).get("q") || "";
    const input = page.querySelector("input[type=search]");
    input.value = q;
    input.focus();
  }

  // ---------------------------------------------------------------------------------------
  // Previews of rules and glossary terms
  // ---------------------------------------------------------------------------------------
  const previews = {}; // page path → {anchor: html}
  window.deskPreviews = { add(page, fragments) { previews[page] = fragments; } };
  const ANCHOR = /^(r\d{3}(?:-\d+[a-z]?)?|term-.+)$/;

  /** Where a link points, if it is a rule or a glossary entry of the book: {page, anchor}. */
  function targetOf(a) {
    if (!a.hash || a.classList.contains("headerlink")) return null;
    const url = new URL(a.href, location.href);
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (!ANCHOR.test(anchor) || !url.href.startsWith(root.href)) return null;
    const page = url.href.slice(root.href.length).split("#")[0];
    if (!page.endsWith(".html")) return null;
    // a link to the rule it sits in (its number, its pilcrow) has nothing to preview
    if (url.pathname === location.pathname && a.closest(`[id="${CSS.escape(anchor)}"]`)) return null;
    return { page, anchor };
  }

  const popover = document.createElement("div");
  popover.id = "desk-preview";
  popover.className = "desk-preview";
  popover.setAttribute("role", "dialog");
  popover.setAttribute("aria-labelledby", "desk-preview-title");
  popover.hidden = true;
  let current = null; // the link whose preview is showing
  let hideTimer = 0;
  let showTimer = 0;
  let lastPointer = { type: "mouse", time: 0 };

  function fragmentFor(target) {
    const file = `_static/desk/previews/${target.page.replace(/\.html$/, "").replaceAll("/", "__")}.js`;
    return load(file).then(() => (previews[target.page] || {})[target.anchor]);
  }

  function show(a) {
    const target = targetOf(a);
    if (!target) return;
    clearTimeout(hideTimer);
    fragmentFor(target).then((html) => {
      if (!html) return;
      const pageUrl = new URL(target.page, root);
      const name = a.textContent.trim();
      popover.innerHTML = `<p class="desk-preview-head"><a id="desk-preview-title" href="${a.href}">` +
        `${escapeHtml(name)} — open</a><button type="button" class="desk-preview-close" aria-label="Close the preview">×</button></p>` +
        `<div class="desk-preview-body">${html}</div>`;
      for (const link of popover.querySelectorAll(".desk-preview-body a[href]")) {
        link.href = new URL(link.getAttribute("href"), pageUrl).href; // the fragment's links, from its page
      }
      popover.querySelector(".desk-preview-close").addEventListener("click", () => hide(true));
      popover.hidden = false;
      current = a;
      a.setAttribute("aria-describedby", "desk-preview");
      a.setAttribute("aria-expanded", "true");
      place(a);
    }).catch(() => {});
  }

  function hide(returnFocus) {
    clearTimeout(showTimer);
    if (!current) return;
    const link = current;
    current.removeAttribute("aria-describedby");
    current.setAttribute("aria-expanded", "false");
    current = null;
    popover.hidden = true;
    if (returnFocus) link.focus();
  }

  function place(a) {
    const narrow = window.innerWidth < 600;
    popover.classList.toggle("desk-preview-sheet", narrow);
    if (narrow) { // a sheet at the bottom: the tapped link is scrolled clear above it
      popover.style.left = popover.style.top = "";
      const hidden = a.getBoundingClientRect().bottom - (window.innerHeight - popover.offsetHeight) + 12;
      if (hidden > 0) window.scrollBy({ top: hidden, behavior: "instant" });
      return;
    }
    const box = a.getBoundingClientRect();
    const width = Math.min(560, window.innerWidth - 16);
    popover.style.width = `${width}px`;
    const left = Math.max(8, Math.min(box.left, window.innerWidth - width - 8));
    const below = window.innerHeight - box.bottom;
    popover.style.left = `${left + window.scrollX}px`;
    const height = Math.min(popover.scrollHeight, window.innerHeight * 0.6);
    const top = below >= height + 12 || below > box.top ? box.bottom + 6 : box.top - height - 6;
    popover.style.top = `${Math.max(8, top) + window.scrollY}px`;
  }

  function previewLink(node) {
    const a = node instanceof Element ? node.closest("a[href]") : null;
    return a && !popover.contains(a) && targetOf(a) ? a : null;
  }

  function wirePreviews() {
    document.body.appendChild(popover);
    for (const a of document.querySelectorAll("a[href][title]")) {
      if (targetOf(a)) { a.dataset.title = a.title; a.removeAttribute("title"); } // the popover says it all
    }
    document.addEventListener("pointerdown", (e) => { lastPointer = { type: e.pointerType, time: Date.now() }; }, true);
    document.addEventListener("pointerover", (e) => {
      if (e.pointerType !== "mouse") return;
      const a = previewLink(e.target);
      if (a) { clearTimeout(hideTimer); clearTimeout(showTimer); showTimer = setTimeout(() => show(a), 200); }
      else if (popover.contains(e.target)) clearTimeout(hideTimer);
    });
    document.addEventListener("pointerout", (e) => {
      if (e.pointerType !== "mouse") return;
      if (previewLink(e.target) || popover.contains(e.target)) {
        clearTimeout(showTimer);
        hideTimer = setTimeout(() => hide(false), 350);
      }
    });
    document.addEventListener("focusin", (e) => {
      const a = previewLink(e.target);
      if (a && Date.now() - lastPointer.time > 500) show(a); // keyboard focus, not a click
    });
    document.addEventListener("click", (e) => {
      const a = previewLink(e.target);
      const touch = lastPointer.type === "touch" || lastPointer.type === "pen";
      if (a && touch && current !== a) { // first tap: preview; a second tap follows the link
        e.preventDefault();
        show(a);
        return;
      }
      if (!a && current && !popover.contains(e.target)) hide(false);
    });
    document.addEventListener("keydown", (e) => {
      // focus goes back to the link only from inside the preview: a hovered link keeps no focus
      // to return to (and focusing it would open the preview again)
      if (e.key === "Escape" && current) { e.preventDefault(); hide(popover.contains(document.activeElement)); }
    });
    window.addEventListener("resize", () => current && place(current));
  }

  // ---------------------------------------------------------------------------------------
  // Addresses: "copy link" on each rule (its short address, r/410.6a/), and the focus on the
  // target of a followed link
  // ---------------------------------------------------------------------------------------
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    const area = document.createElement("textarea"); // file:// has no clipboard API
    area.value = text;
    document.body.appendChild(area);
    area.select();
    document.execCommand("copy");
    area.remove();
    return Promise.resolve();
  }

  function wireCopyLinks() {
    for (const head of document.querySelectorAll("div.rule > p.rule-head")) {
      const number = head.querySelector(".rule-number")?.textContent.trim();
      if (!number) continue;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "desk-copy-link d-print-none";
      button.textContent = "Copy link";
      button.dataset.href = new URL(`r/${number}/`, root).href;
      button.setAttribute("aria-label", `Copy the link to rule ${number}`);
      button.addEventListener("click", () => copyText(button.dataset.href).then(() => {
        button.textContent = "Copied";
        setTimeout(() => { button.textContent = "Copy link"; }, 1500);
      }));
      head.appendChild(button);
    }
  }

  /** A followed link's target takes the focus (Tab goes on from there, not from the top). */
  function focusTarget() {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id && document.getElementById(id);
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }

  function start() {
    searchPage();
    document.querySelectorAll("form.desk-search").forEach(wireSearch);
    wirePreviews();
    wireCopyLinks();
    focusTarget();
    window.addEventListener("hashchange", focusTarget);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
