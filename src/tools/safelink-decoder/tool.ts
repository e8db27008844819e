import { ShieldCheck } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'safelink-decoder',
  category: 'web',
  order: 16,
  icon: ShieldCheck,
  keywords: ['outlook', 'safelink', 'decoder'],
  createdAt: '2024-03-11',
  load: () => import('./ui'),
});
