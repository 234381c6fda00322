/**
 * The one inline script of a server-rendered page, in its <head>: until the app is live it keeps
 * what the visitor does that the bare HTML cannot do right. Typing, focus and links work
 * natively. A form submission is stopped (so no field ever goes out in a URL or to the page's
 * own address) and kept, and so is a click on a button that is not a form's submit button; both
 * are hidden from the page's handlers while kept. The shell replays them on the same elements
 * once the page has hydrated, by setting the global to null first.
 *
 * Servers allow exactly this script by its hash in the Content-Security-Policy
 * (`'sha256-…'` of this text: the API's headers, docker/nginx's security-headers snippet).
 */
export const EARLY_INPUT_GLOBAL = '__clubEarlyInput';

export const EARLY_INPUT_SCRIPT = `(function(){var q=[],w=window;w.${EARLY_INPUT_GLOBAL}=q;`
  + 'function on(t,f){document.addEventListener(t,function(e){if(w.' + EARLY_INPUT_GLOBAL + '===q)f(e)},true)}'
  + 'function keep(e,x){e.preventDefault();e.stopPropagation();q.push(x)}'
  + "on('submit',function(e){keep(e,{type:'submit',target:e.target,submitter:e.submitter||null})});"
  + "on('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button');"
  + "if(b&&!b.disabled&&!(b.type==='submit'&&b.form))keep(e,{type:'click',target:b})})})();";
