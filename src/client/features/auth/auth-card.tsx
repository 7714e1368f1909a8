// The tabbed sign-in card of the home page: Log In (default) and Register; success reloads the page.

import { Card } from '@client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useState } from 'react';
import { reloadKeepingToast } from './flash-toast';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

const FIRST_FIELD: Record<AuthTab, string> = { login: 'login-email', register: 'register-username' };

export function AuthCard() {
  const [tab, setTab] = useState<AuthTab>('login');

  // A switch link moves keyboard focus to the first field of the other form.
  const switchTo = (next: AuthTab) => {
    setTab(next);
    requestAnimationFrame(() => document.getElementById(FIRST_FIELD[next])?.focus());
  };

  return (
    <Card className="w-full max-w-md rounded-2xl shadow-[var(--shadow-panel),0_0_80px_-30px_rgb(224_97_42/0.45)]">
      <div className="ornate-corners absolute inset-2.5" aria-hidden />
      <div className="relative p-6 sm:p-8">
        <Tabs value={tab} onValueChange={(v) => setTab(v as AuthTab)}>
          <TabsList aria-label="Log in or register">
            <TabsTrigger value="login">Log In</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login" tabIndex={-1}>
            <AuthHeading title="Welcome Back" subtitle="Sign in to return to your forges." />
            <LoginForm onSuccess={reloadKeepingToast} onSwitch={() => switchTo('register')} />
          </TabsContent>
          <TabsContent value="register" tabIndex={-1}>
            <AuthHeading title="Create Account" subtitle="Join the guild and start forging legends." />
            <RegisterForm onSuccess={reloadKeepingToast} onSwitch={() => switchTo('login')} />
          </TabsContent>
        </Tabs>
      </div>
    </Card>
  );
}

function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="mb-6 text-center">
      <h2 className="font-display font-semibold text-2xl text-parchment-50">{title}</h2>
      <p className="mt-1 text-parchment-300">{subtitle}</p>
    </div>
  );
}
