import { Braces } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'xml-to-json',
  category: 'converter',
  order: 18,
  icon: Braces,
  keywords: ['xml', 'json'],
  createdAt: '2024-08-09',
  host: 'text',
  load: () => import('./ui'),
});
