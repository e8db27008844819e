import { Binary } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'base64-string-converter',
  category: 'converter',
  order: 4,
  icon: Binary,
  keywords: ['base64', 'converter', 'conversion', 'web', 'data', 'format', 'atob', 'btoa'],
  // Old links to the former Base64 pages land here.
  redirectFrom: ['/file-to-base64', '/base64-converter'],
  host: 'hash',
  load: () => import('./ui'),
});
