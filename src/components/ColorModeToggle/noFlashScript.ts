import { COLOR_MODE_STORAGE_KEY } from "../../lib/colorMode"

/**
 * Runs in <head> before the first paint, so a dark-mode reader never sees a white flash. It mirrors
 * resolveTheme(): a stored light/dark wins; "system" or nothing stored follows the OS.
 */
export const noFlashColorModeScript = `(function(){var t='light';try{var s=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');if(s==='light'||s==='dark'){t=s}else if(window.matchMedia('(prefers-color-scheme: dark)').matches){t='dark'}}catch(e){try{if(window.matchMedia('(prefers-color-scheme: dark)').matches){t='dark'}}catch(e2){}}document.documentElement.setAttribute('data-theme',t)})();`
