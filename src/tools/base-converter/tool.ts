import { Hash } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'base-converter',
  category: 'converter',
  order: 2,
  icon: Hash,
  keywords: ['integer', 'number', 'base', 'conversion', 'decimal', 'hexadecimal', 'binary', 'octal', 'base64'],
  load: () => import('./ui'),
});
