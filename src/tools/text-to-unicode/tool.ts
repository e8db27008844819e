import { Braces } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-to-unicode',
  category: 'converter',
  order: 10,
  icon: Braces,
  keywords: ['text', 'to', 'unicode'],
  createdAt: '2024-01-31',
  load: () => import('./ui'),
});
