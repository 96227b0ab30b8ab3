import { Button, Icon } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../../shell/StoreContext';
import { courseHomeIcons } from './icons';

/**
 * A link to sign in that brings the visitor back to `returnTo` (the course) after signing in; for what an
 * anonymous visitor may not do yet (enrol, like, open an item past the preview).
 */
export function SignInLink({
  returnTo,
  children,
  ...button
}: { returnTo: string; children: ReactNode } & Omit<ComponentProps<typeof Button>, 'asChild'>) {
  const { auth } = useStores();
  return (
    <Button asChild size="sm" variant="outline" {...button}>
      <Link to="/login" onClick={() => auth.rememberAfterLogin(returnTo)}>
        <Icon as={courseHomeIcons.signIn} aria-hidden />
        {children}
      </Link>
    </Button>
  );
}
