import { useEffect, useState } from 'react';
import { describeCronExpression } from '../core/describeCronExpression.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';

/**
 * cronstrue's words for a custom expression in the Provider's locale, loaded on first use; `undefined` while
 * loading or when invalid.
 */
export function useCronDescription(expression: string | undefined): string | undefined {
  const { locale } = useIntegrationConfigContext();
  const [described, setDescribed] = useState<{ key: string; text: string | undefined }>();
  const key = JSON.stringify([expression, locale]);
  useEffect(() => {
    if (expression === undefined) return;
    let current = true;
    void describeCronExpression(expression, locale).then((text) => {
      if (current) setDescribed({ key, text });
    });
    return () => {
      current = false;
    };
  }, [expression, locale, key]);
  return expression !== undefined && described?.key === key ? described.text : undefined;
}
