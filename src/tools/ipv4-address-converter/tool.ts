import { Binary } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ipv4-address-converter',
  category: 'network',
  order: 2,
  icon: Binary,
  keywords: ['ipv4', 'address', 'converter', 'decimal', 'hexadecimal', 'binary', 'ipv6', 'octal'],
  createdAt: '2023-04-08',
  load: () => import('./ui'),
});
