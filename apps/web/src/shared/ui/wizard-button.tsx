import { pagePaths } from '@maryjane/contract/page-paths';
import { Button, type ButtonProps } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { Link } from 'react-router';

/** To the setup wizard: the way in wherever nothing is set up yet. */
export function WizardButton({ children, size, ...props }: Omit<ButtonProps, 'leftSection'>) {
  return (
    <Button
      component={Link}
      to={pagePaths.setupWizard}
      size={size}
      leftSection={<IconWand size={size === 'md' ? 20 : 18} aria-hidden />}
      {...props}
    >
      {children}
    </Button>
  );
}
