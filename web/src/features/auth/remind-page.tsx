import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { serverText } from '../../shared/apollo/error-codes';
import { paths } from '../../shared/paths';
import { requestGraphQL } from '../../shared/graphql/request';
import { useI18n } from '../../shared/i18n/i18n';
import { notifyErrorOnDemand } from '../../shared/notify/on-demand';
import { plainNotify } from '../../shared/notify/plain-notify';
import { PlainSubmit } from '../../shared/ui/plain';
import { isPhone, PHONE_PREFIX } from '../../shared/validation';
import { AuthCard, AuthPhoneField } from './auth-card';
import { AuthRenewPassword } from './operations';

/**
 * `/user/remind`: asks for a new password by SMS (spec §7 `renewToken`). The server's answer is the
 * success notification when it is in the chosen language (else the page's own sentence); then the
 * user goes to the sign-in page (spec §2). A failure is the usual
 * error notification.
 */
export function RemindPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [phone, setPhone] = useState(PHONE_PREFIX);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPhone(phone)) {
      setPhoneError(t.auth.phoneInvalid);
      return;
    }
    setPhoneError(null);
    setLoading(true);
    try {
      const data = await requestGraphQL(AuthRenewPassword, { phone });
      // The API's answer ('Новый пароль отправлен…') is Russian: another language says its own.
      plainNotify.success(serverText(data.renewPassword) ?? t.auth.remindSent(phone));
      await navigate(paths.login, { replace: true });
    } catch (error) {
      await notifyErrorOnDemand(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title={t.auth.remindTitle} hint={t.auth.remindHint}>
      <form onSubmit={onSubmit} noValidate>
        <div className="chakra-stack bo-auth-stack">
          <AuthPhoneField value={phone} error={phoneError} onChange={setPhone} />
          <PlainSubmit loading={loading}>{t.auth.remindSubmit}</PlainSubmit>
          <RouterLink className="chakra-link bo-link" to={paths.login}>
            {t.auth.backToLogin}
          </RouterLink>
        </div>
      </form>
    </AuthCard>
  );
}
