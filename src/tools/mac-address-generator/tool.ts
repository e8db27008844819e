import { Shuffle } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'mac-address-generator',
  category: 'network',
  order: 5,
  icon: Shuffle,
  keywords: ['mac', 'address', 'generator', 'random', 'prefix'],
  createdAt: '2023-12-01',
  load: () => import('./ui'),
});
