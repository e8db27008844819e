import { AlarmClock } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'crontab-generator',
  category: 'development',
  order: 3,
  icon: AlarmClock,
  keywords: [
    'crontab',
    'generator',
    'cronjob',
    'cron',
    'schedule',
    'parse',
    'expression',
    'year',
    'month',
    'week',
    'day',
    'minute',
    'second',
  ],
  load: () => import('./ui'),
});
