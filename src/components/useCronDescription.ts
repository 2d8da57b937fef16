import { useEffect, useState } from 'react';
import { describeCronExpression } from '../core/describeCronExpression.ts';

/** cronstrue's words for a custom expression, loaded on first use; `undefined` while loading or when invalid. */
export function useCronDescription(expression: string | undefined): string | undefined {
  const [described, setDescribed] = useState<{ expression: string; text: string | undefined }>();
  useEffect(() => {
    if (expression === undefined) return;
    let current = true;
    void describeCronExpression(expression).then((text) => {
      if (current) setDescribed({ expression, text });
    });
    return () => {
      current = false;
    };
  }, [expression]);
  return described && described.expression === expression ? described.text : undefined;
}
