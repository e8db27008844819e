import { Router } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'mac-address-lookup',
  category: 'network',
  order: 4,
  icon: Router,
  keywords: ['mac', 'address', 'lookup', 'vendor', 'parser', 'manufacturer'],
  createdAt: '2023-04-06',
  load: () => import('./ui'),
});
