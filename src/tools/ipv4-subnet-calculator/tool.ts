import { Network } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ipv4-subnet-calculator',
  category: 'network',
  order: 1,
  icon: Network,
  keywords: ['ipv4', 'subnet', 'calculator', 'mask', 'network', 'cidr', 'netmask', 'bitmask', 'broadcast', 'address'],
  load: () => import('./ui'),
});
