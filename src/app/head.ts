import { useEffect } from 'react';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Sets the document title and, when given, the meta description and keywords. */
export function usePageHead(title: string, description?: string, keywords?: readonly string[]) {
  const keywordText = keywords?.join(', ');
  useEffect(() => {
    document.title = title;
    if (description !== undefined) setMeta('description', description);
    if (keywordText !== undefined) setMeta('keywords', keywordText);
  }, [title, description, keywordText]);
}
