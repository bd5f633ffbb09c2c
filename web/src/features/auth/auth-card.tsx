import type { ReactNode } from 'react';
import { useI18n } from '../../shared/i18n/i18n';
import { PlainBrandMark, PlainField, PlainSettings } from '../../shared/ui/plain';
import { fixPhone } from '../../shared/validation';

/**
 * The frame of the sign-in and reminder pages: brand, a card with a heading, the theme/language
 * switches. Drawn without Chakra's runtime (issue 27: ~50 kB gzipped of the sign-in route), with the
 * styles Chakra gave it (`shared/ui/plain.css`).
 */
export function AuthCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <main id="main" className="bo-auth">
      <div className="bo-auth-settings">
        <PlainSettings />
      </div>
      <div className="bo-auth-column">
        <div className="bo-auth-brand">
          <PlainBrandMark />
          <p className="bo-auth-subtitle">{t.appSubtitle}</p>
        </div>
        <div className="chakra-card__root bo-card">
          <div className="chakra-card__body bo-card-body">
            <h1 className="chakra-heading bo-auth-title">{title}</h1>
            <p className="bo-auth-hint">{hint}</p>
            {children}
          </div>
        </div>
      </div>
    </main>
  );
}

/** The phone field of the sign-in and reminder pages: the prefix kept, digits only, the first field. */
export function AuthPhoneField({ value, error, onChange }: { value: string; error?: string | null; onChange: (phone: string) => void }) {
  const { t } = useI18n();
  return (
    <PlainField
      label={t.auth.phone}
      error={error}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="username"
      value={value}
      onChange={(e) => onChange(fixPhone(e.target.value))}
      maxLength={12}
      autoFocus
    />
  );
}
