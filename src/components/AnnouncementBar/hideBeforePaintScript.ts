import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from "../../lib/announcement"

/** The attribute the script sets on <html>: the bar's CSS hides it from the first paint. */
export const ANNOUNCEMENT_HIDDEN_ATTRIBUTE = "data-announcement-hidden"

/**
 * Runs in <head> before the first paint. The server renders the announcement for everyone (so nothing moves when
 * the page hydrates); for a reader who dismissed this announcement, this hides it before it is ever painted.
 */
export function hideDismissedAnnouncementScript(id: string): string {
  return `(function(){try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==='true'&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(id)})document.documentElement.setAttribute('${ANNOUNCEMENT_HIDDEN_ATTRIBUTE}','')}catch(e){}})();`
}
