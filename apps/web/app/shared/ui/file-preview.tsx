import { useEffect, useState } from "react";

/**
 * A chosen file's picture before it is sent, from an object URL made in the browser only (and released when it goes):
 * the gallery's photos to add and a brief's reference photos. Decorative: the file's name is written beside it.
 */
export function FilePreview({ file, className, imageClassName }: { file: File; className?: string; imageClassName?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return <div className={className}>{url ? <img src={url} alt="" className={imageClassName} /> : null}</div>;
}
