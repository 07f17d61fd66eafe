import { SELECTABLE_STANDARDS, STANDARD_ATTRIBUTE, STANDARD_STORAGE_KEY } from "../../lib/standards"

/**
 * Runs before the body paints: the stored standard's marks show on the first frame, with no layout shift.
 * Mirrors useStandard(): only a selectable standard is applied; anything else keeps the server's default.
 */
export const noFlashStandardScript = `(function(){try{var s=localStorage.getItem('${STANDARD_STORAGE_KEY}');if(${JSON.stringify(
  SELECTABLE_STANDARDS,
)}.indexOf(s)>=0){document.documentElement.setAttribute('${STANDARD_ATTRIBUTE}',s.slice(3))}}catch(e){}})();`
