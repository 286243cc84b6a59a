import { useCallback, useState } from 'react';
import { readHighContrast, saveHighContrast } from '../lib/high-contrast';

export function useHighContrast(): [on: boolean, toggle: () => void] {
  const [on, setOn] = useState(readHighContrast);
  const toggle = useCallback(() => {
    setOn((previous) => {
      saveHighContrast(!previous);
      return !previous;
    });
  }, []);
  return [on, toggle];
}
