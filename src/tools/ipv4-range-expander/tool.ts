import { UnfoldHorizontal } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ipv4-range-expander',
  category: 'network',
  order: 3,
  icon: UnfoldHorizontal,
  keywords: ['ipv4', 'range', 'expander', 'subnet', 'creator', 'cidr'],
  createdAt: '2023-04-19',
  load: () => import('./ui'),
});
