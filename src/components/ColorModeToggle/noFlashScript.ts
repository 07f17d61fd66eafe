import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY } from "../../lib/colorMode"

/**
 * Runs in <head> before the first paint, so a dark-mode reader never sees a white flash. It mirrors
 * resolveTheme(): a stored light/dark wins; "system" or nothing stored follows the OS. It also records the choice,
 * from which CSS picks the toggle's icon before the page is hydrated.
 */
export const noFlashColorModeScript = `(function(){var c='system',t='light';try{var s=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');if(s==='light'||s==='dark'||s==='system'){c=s}}catch(e){}if(c==='light'||c==='dark'){t=c}else{try{if(window.matchMedia('(prefers-color-scheme: dark)').matches){t='dark'}}catch(e){}}var d=document.documentElement;d.setAttribute('data-theme',t);d.setAttribute('${COLOR_MODE_ATTRIBUTE}',c)})();`
