import DOMPurify from 'dompurify';

let hooked = false;

/**
 * The HTML the markdown worker made of a text, sanitised: keeps `target`, and every link opens in a
 * new tab without opener. In the page, since DOMPurify needs its DOM.
 */
export function sanitizeMarkdownHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
