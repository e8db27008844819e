import { Database } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'sql-prettify',
  category: 'development',
  order: 7,
  icon: Database,
  keywords: [
    'sql',
    'prettify',
    'beautify',
    'GCP BigQuery',
    'IBM DB2',
    'Apache Hive',
    'MariaDB',
    'MySQL',
    'Couchbase N1QL',
    'Oracle PL/SQL',
    'PostgreSQL',
    'Amazon Redshift',
    'Spark',
    'SQL Server Transact-SQL',
  ],
  host: 'sql',
  load: () => import('./ui'),
});
