import { Globe } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ipv6-ula-generator',
  category: 'network',
  order: 6,
  icon: Globe,
  keywords: ['ipv6', 'ula', 'generator', 'rfc4193', 'network', 'private'],
  createdAt: '2023-04-09',
  load: () => import('./ui'),
});
