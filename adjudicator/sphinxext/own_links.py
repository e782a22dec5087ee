"""The book's own links (the ``rule`` and ``card`` domains) resolved before Sphinx's
``ReferencesResolver`` sees them. Sphinx copies each link's text before asking the domain (it
keeps the original in case nothing resolves), and the book has ~110,000 such links: the copies
were the largest cost of resolving a page. These domains only wrap the text in a reference, so
the text is moved, not copied; a link they can't resolve is left to Sphinx, which warns."""
from __future__ import annotations

from typing import Any

from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

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


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_post_transform(ResolveOwnLinks)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
