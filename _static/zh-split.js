// Split a search query the way the index was segmented (sphinx-doc/sphinx#14229 companion).
// Sphinx's default splitQuery cuts only at spaces and punctuation, but the index holds the
// words jieba found, so an unspaced Chinese query ("防止伤害") would match nothing. Loaded
// before searchtools.js, which defines splitQuery only if it is still undefined.
var splitQuery = (query) => {
  const parts = query.split(/[^\p{Letter}\p{Number}_\p{Emoji_Presentation}]+/gu).filter((t) => t);
  const ix = typeof Search !== "undefined" && Search._index;
  if (!ix) return parts;
  const known = (w) => w in ix.terms || w in ix.titleterms;
  const out = [];
  for (const p of parts) {
    if (!/\p{Script=Han}/u.test(p) || known(p)) { out.push(p); continue; }
    for (let i = 0; i < p.length; ) {          // forward maximum match, at most 8 characters
      let j = Math.min(p.length, i + 8);
      while (j > i + 1 && !known(p.slice(i, j))) j--;
      // a lone Han character is dropped: the index never stores one, and terms are ANDed
      if (j - i > 1 || !/\p{Script=Han}/u.test(p[i])) out.push(p.slice(i, j));
      i = j;
    }
  }
  return out.length ? out : parts;
};
