import { Pilcrow } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'lorem-ipsum-generator',
  category: 'text',
  order: 1,
  icon: Pilcrow,
  keywords: ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'placeholder', 'text', 'filler', 'random', 'generator'],
  load: () => import('./ui'),
});
