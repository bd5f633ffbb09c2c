import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { ErrorCode, errorCode } from '../../shared/apollo/error-codes';
import { requestGraphQL } from '../../shared/graphql/request';
import { messagesOf } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { errorMessageOnDemand } from '../../shared/notify/on-demand';
import { plainNotify } from '../../shared/notify/plain-notify';
import { useSessionStore } from '../../shared/session/session-context';
import { PlainErrorAlert, PlainField, PlainSubmit } from '../../shared/ui/plain';
import { isPhone, PHONE_PREFIX } from '../../shared/validation';
import { AuthCard, AuthPhoneField } from './auth-card';
import { AuthSignIn } from './operations';
import { authMessages } from './messages';

interface FieldErrors {
  phone?: string;
  password?: string;
}

/**
 * `/user/login`: sign-in by phone and password (spec §2, §4, §8). It talks to the gateway with a
 * plain `fetch` of the generated document: the sign-in route does not load Apollo Client.
 */
export function LoginPage() {
  const { t } = useI18n();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [phone, setPhone] = useState(PHONE_PREFIX);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (!isPhone(phone)) errors.phone = t.auth.phoneInvalid;
    if (!password) errors.password = t.auth.passwordRequired;
    setFieldErrors(errors);
    setFormError(null);
    if (errors.phone || errors.password) return;

    setLoading(true);
    const authStrings = messagesOf(authMessages);
    try {
      const data = await requestGraphQL(AuthSignIn, { phone, password });
      session.signIn(data.login.user);
      plainNotify.success(authStrings.success);
      await navigate(paths.app, { replace: true });
    } catch (error) {
      setFormError(errorCode(error) === ErrorCode.LoginFailed ? authStrings.loginFailed : await errorMessageOnDemand(error, authStrings.unknownError));
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title={t.auth.title} hint={t.auth.hint}>
      <form onSubmit={onSubmit} noValidate>
        <div className="chakra-stack bo-auth-stack">
          <AuthPhoneField value={phone} error={fieldErrors.phone} onChange={setPhone} />
          <PlainField
            label={t.auth.password}
            error={fieldErrors.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {formError && <PlainErrorAlert>{formError}</PlainErrorAlert>}
          <PlainSubmit loading={loading}>{t.auth.submit}</PlainSubmit>
          <RouterLink className="chakra-link bo-link" to={paths.remind}>
            {t.auth.forgot}
          </RouterLink>
        </div>
      </form>
    </AuthCard>
  );
}
