import { useEffect, useState } from 'react';
import { isAbort } from '../api/client.ts';
import { loadLegalInfo, type LegalInfo } from '../api/legal.ts';

/** The operator and processors of this server; null while loading, 'failed' when it could not be loaded. */
export function useLegalInfo(): LegalInfo | null | 'failed' {
  const [info, setInfo] = useState<LegalInfo | null | 'failed'>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadLegalInfo(controller.signal).then(setInfo, (cause: unknown) => {
      if (!isAbort(cause)) setInfo('failed');
    });
    return () => controller.abort();
  }, []);
  return info;
}
