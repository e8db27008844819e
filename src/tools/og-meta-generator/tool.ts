import { Share2 } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'og-meta-generator',
  category: 'web',
  order: 6,
  icon: Share2,
  keywords: [
    'meta',
    'tag',
    'generator',
    'social',
    'title',
    'description',
    'image',
    'share',
    'online',
    'website',
    'open',
    'graph',
    'og',
  ],
  load: () => import('./ui'),
});
