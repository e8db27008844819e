// Functions that run inside the page (serialised by both drivers): no closures, no imports.

/** A visible h1 and the document title both name the tool. */
export function headingShown(name) {
  const heading = [...document.querySelectorAll('h1')].some(
    (h1) => h1.getClientRects().length > 0 && h1.textContent.trim() === name,
  );
  return heading && document.title === `${name} - Toolshed`;
}

/** The page has loaded and fetched nothing new since the last call (call it twice, apart). */
export function resourceCount() {
  return document.readyState === 'complete' ? performance.getEntriesByType('resource').length : -1;
}

/** The form control named by a visible <label> with exactly this text. */
export function controlByLabel(text) {
  for (const label of document.querySelectorAll('label')) {
    if (label.textContent.trim() !== text) continue;
    const control = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input, textarea');
    if (control) return control;
  }
  return null;
}

/** The radio (a button of a single-choice group) showing this text. */
export function radioButton(text) {
  return [...document.querySelectorAll('[role="radio"]')].find((radio) => radio.textContent.trim() === text) ?? null;
}

/** The value of the control labelled `text`, or null while it is missing. */
export function valueByLabel(text) {
  for (const label of document.querySelectorAll('label')) {
    if (label.textContent.trim() !== text || !label.htmlFor) continue;
    const control = document.getElementById(label.htmlFor);
    if (control) return control.value;
  }
  return null;
}

export function fileInput() {
  return document.querySelector('input[type="file"]');
}

/** The text of the page's alerts and error messages (to explain a failure). */
export function visibleProblems() {
  return [...document.querySelectorAll('[role="alert"], [data-error], .error')]
    .map((node) => node.textContent.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ');
}
