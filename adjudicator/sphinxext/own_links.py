"""The book's own links (the ``rule`` and ``card`` domains) resolved before Sphinx's
``ReferencesResolver`` sees them. Sphinx copies each link's text before asking the domain (it
keeps the original in case nothing resolves), and the book has ~110,000 such links: the copies
were the largest cost of resolving a page. These domains only wrap the text in a reference, so
the text is moved, not copied; a link they can't resolve is left to Sphinx, which warns.

The links inside HTML written by us (:mod:`.ready_html`) are resolved here too, by the same
domains (their ``href``), and warn as Sphinx would."""
from __future__ import annotations

import functools
from typing import Any

from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import docname_join, logging

from .ready_html import Link, raw_html, ready_html, start

logger = logging.getLogger(__name__)
OWN_DOMAINS = ("rule", "card")


class ResolveOwnLinks(SphinxPostTransform):
    default_priority = 5  # before ReferencesResolver (10)

    def run(self, **kwargs: Any) -> None:
        domains = {name: self.env.domains[name] for name in OWN_DOMAINS if name in self.env.domains}
        for node in list(self.document.findall(addnodes.pending_xref)):
            domain = domains.get(node.get("refdomain", ""))
            if domain is None or len(node) != 1 or isinstance(node[0], addnodes.pending_xref_condition):
                continue
            refdoc = node.setdefault("refdoc", self.env.current_document.docname)
            found = domain.resolve_xref(self.env, refdoc, self.app.builder, node["reftype"], node["reftarget"],
                                        node, node[0])
            if found is not None:
                node.replace_self(found)


class ResolveReadyHtml(SphinxPostTransform):
    """Each block of ready HTML becomes a raw HTML node, its links resolved."""

    default_priority = 5

    def run(self, **kwargs: Any) -> None:
        self.docname, self.builder = self.env.current_document.docname, self.app.builder
        self.domains, self.docs = self.env.domains, self.env.all_docs  # looked up once a page, not once a link
        self.found: dict[tuple[str, str, str], tuple[str, str]] = {}  # a page cites a rule many times
        for node in list(self.document.findall(ready_html)):
            html = "".join(part if isinstance(part, str) else self.resolved(part) for part in node["parts"])
            node.replace_self(raw_html(html))

    def resolved(self, link: Link) -> str:
        """The link as the writer writes a resolved reference; its text alone when the target is
        unknown (warned as Sphinx warns), or when its domain is not in the book (Sphinx is silent)."""
        if link.domain not in self.domains:
            return link.inner
        domain = self.domains[link.domain]
        key = (link.domain, link.typ, link.target)
        found = self.found.get(key)
        if found is None:
            found = self.href(domain, link)
            if found is not None:
                self.found[key] = found
        if found is None:
            message = domain.dangling_warnings.get(link.typ, f"{link.domain}:{link.typ} reference target not found: "
                                                             "%(target)s") % {"target": link.target}
            logger.warning(message, location=link.location, type="ref", subtype=link.typ)
            return link.inner
        return opening(*found) + link.inner + "</a>"

    def href(self, domain: Any, link: Link) -> tuple[str, str] | None:
        """The link's address and title: a page (``std:doc``, as the ``{doc}`` role's target), or
        what one of the book's own domains says."""
        if (link.domain, link.typ) == ("std", "doc"):
            target = docname_join(self.docname, link.target)
            return (self.builder.get_relative_uri(self.docname, target), "") if target in self.docs else None
        return domain.href(self.builder, self.docname, link.typ, link.target)


@functools.cache
def opening(href: str, title: str) -> str:
    """A resolved reference's opening tag (the book's ~125,000 links have far fewer addresses)."""
    return start("a", ["reference", "internal"], href=href, **({"title": title} if title else {}))


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_post_transform(ResolveOwnLinks)
    app.add_post_transform(ResolveReadyHtml)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
