import { Mail } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'email-normalizer',
  category: 'development',
  order: 12,
  icon: Mail,
  keywords: ['email', 'normalizer', 'normalize', 'gmail', 'alias', 'duplicate'],
  createdAt: '2024-08-15',
  host: 'text-stats',
  load: () => import('./ui'),
});
