/** Every site-wide dialog the shell owns, mounted once beside the router (spec §2, popups). */
export function SiteDialogs() {
  return null;
}
