import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { goBackOrHome, reachedInApp } from './history';

export { goBackOrHome, isSameOriginReferrer, reachedInApp } from './history';

export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(
    () => goBackOrHome((to) => void navigate(to as never), { inApp: reachedInApp() }),
    [navigate],
  );
}

export { relabelBackControl, scrollToTop } from './scroll';
