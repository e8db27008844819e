import { useState } from 'react';
import { formatBytes } from '@/lib/format';
import { FileUpload } from '../../FileUpload';
import { DemoSection } from '../DemoSection';

export function FileUploadDemo() {
  const [file, setFile] = useState<File | null>(null);
  const [texts, setTexts] = useState<File[]>([]);
  return (
    <>
      <DemoSection title="Any file" column>
        <FileUpload label="File to inspect" onFiles={([first]) => setFile(first ?? null)} file={file} />
        <output>{file ? `Received ${file.name}, ${formatBytes(file.size)}` : 'No file yet'}</output>
      </DemoSection>
      <DemoSection title="Text files only, several at once" column>
        <FileUpload
          label="Text files"
          instructions="Drop .txt files here, or click to choose them"
          accept={['.txt', 'text/plain']}
          multiple
          onFiles={setTexts}
        />
        <output>{texts.length ? `Received ${texts.map((f) => f.name).join(', ')}` : 'No text file yet'}</output>
      </DemoSection>
    </>
  );
}
