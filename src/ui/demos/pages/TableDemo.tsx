import { Table } from '../../Table';
import { DemoSection } from '../DemoSection';

const people = [
  { name: 'Ada', language: 'Analytical Engine', year: 1843 },
  { name: 'Grace', language: 'COBOL', year: 1959 },
  { name: 'Linus', year: 1991, project: 'Linux' },
];

export function TableDemo() {
  return (
    <>
      <DemoSection title="Headers from every row's keys" column>
        <Table data={people} />
      </DemoSection>
      <DemoSection title="Headers as key and label objects" column>
        <Table
          data={people}
          headers={[{ key: 'name', label: 'Name' }, { key: 'year', label: 'Year' }, { key: 'language' }]}
          description="Programming pioneers"
        />
      </DemoSection>
      <DemoSection title="Key to label map, headers hidden" column>
        <Table data={people} headers={{ name: 'Name', project: 'Project' }} hideHeaders description="Projects" />
      </DemoSection>
    </>
  );
}
