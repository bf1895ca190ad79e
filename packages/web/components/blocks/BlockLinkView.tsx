import type { BlockLink } from "./types";

/** A link from a block: a client-side link inside the site, a marked one outside it. */
export function BlockLinkView({ link, className }: { link: BlockLink; className?: string }) {
  if (!link.external) {
    return (
      <a className={className} href={link.href}>
        {link.title}
      </a>
    );
  }
  return (
    <a
      className={className}
      href={link.href}
      rel="external noopener noreferrer"
      target={link.opensInNewTab ? "_blank" : undefined}
    >
      {link.title}
      <span className="visually-hidden">
        {link.opensInNewTab ? " (external site, opens in a new tab)" : " (external site)"}
      </span>
    </a>
  );
}
