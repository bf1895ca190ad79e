import type { Image, Shell } from "@/lib/cms/shell";
import { CmsImage } from "./CmsImage";
import { PREFERENCES_OPENER } from "@/lib/consent/markup";
import type { FooterStrings } from "@/lib/i18n/strings";
import { MenuLink } from "./MenuLink";
import { fill } from "@/lib/i18n/fill";

/** Social icons show at 24 CSS pixels, whatever their intrinsic size. */
const SOCIAL_ICON_SIZE = 24;

/** One sized copy per shell image, so CmsImage works its props out once, not per request. */
const socialIcons = new WeakMap<Image, Image>();

function socialIcon(icon: Image): Image {
  let sized = socialIcons.get(icon);
  if (!sized) {
    sized = { ...icon, width: SOCIAL_ICON_SIZE, height: SOCIAL_ICON_SIZE };
    socialIcons.set(icon, sized);
  }
  return sized;
}

/**
 * The footer's content: links and text only, nothing interactive. Rendered to markup on the
 * server (lib/render/page-shell.server.tsx); the layout's <footer> shows that markup.
 */
export function SiteFooterContent({
  shell,
  year,
  privacyChoices,
  strings,
}: {
  shell: Shell;
  year: number;
  /** The button that opens the consent preferences (ConsentBanner.tsx), where there are tools. */
  privacyChoices: boolean;
  strings: FooterStrings;
}) {
  const logo = shell.footerLogo;
  return (
    <>
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <a href={strings.homePath} className="site-footer__logo">
            {logo ? (
              <CmsImage image={logo} alt={logo.alt || shell.siteName} sizes="160px" />
            ) : (
              shell.siteName
            )}
            <span className="visually-hidden"> {strings.homePage}</span>
          </a>
          {shell.socialLinks.length > 0 && (
            <nav aria-label={strings.followUs}>
              <ul className="social-links">
                {shell.socialLinks.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} rel="external noopener noreferrer" data-external="">
                      {link.icon && (
                        <CmsImage
                          image={socialIcon(link.icon)}
                          alt=""
                          sizes={`${SOCIAL_ICON_SIZE}px`}
                        />
                      )}
                      <span className="visually-hidden">
                        {fill(strings.menuHints.socialProfile, {
                          site: shell.siteName,
                          network: link.title,
                        })}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <nav className="footer-nav" aria-label={strings.footerNavigation}>
          <ul className="footer-menu">
            {shell.footerMenu.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__legal">
        <nav aria-label={strings.secondaryNavigation}>
          <ul className="secondary-menu">
            {shell.secondaryMenu.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} />
              </li>
            ))}
            {privacyChoices && (
              <li>
                <button type="button" className="link-button" {...{ [PREFERENCES_OPENER]: "" }}>
                  {strings.privacyChoices}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <p className="site-footer__copyright">
          © {year} {shell.siteName}
        </p>
      </div>
    </>
  );
}
