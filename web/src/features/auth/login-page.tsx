import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Card, Center, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { SKIP_AUTH_REDIRECT } from '../../shared/apollo/client';
import { ErrorCode, errorCode, errorMessage } from '../../shared/apollo/errors';
import { SessionMeQuery } from '../../shared/session/operations';
import { useSessionStore } from '../../shared/session/session-context';
import { notify } from '../../shared/toaster';
import { BrandMark } from '../../shared/ui/brand-mark';
import { fixPhone, isPhone, PHONE_PREFIX } from '../../shared/validation';
import { AuthSignInMutation } from './operations';
import { authStrings as t } from './strings';

interface FieldErrors {
  phone?: string;
  password?: string;
}

/** `/user/login`: sign-in by phone and password (spec §2, §4, §8). */
export function LoginPage() {
  const client = useApolloClient();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [phone, setPhone] = useState(PHONE_PREFIX);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [login, { loading }] = useMutation(AuthSignInMutation, {
    context: { [SKIP_AUTH_REDIRECT]: true },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (!isPhone(phone)) errors.phone = t.phoneInvalid;
    if (!password) errors.password = t.passwordRequired;
    setFieldErrors(errors);
    setFormError(null);
    if (errors.phone || errors.password) return;

    try {
      const { data } = await login({ variables: { phone, password } });
      if (!data) throw new Error(t.unknownError);
      const { user } = data.login;
      await client.clearStore();
      client.writeQuery({ query: SessionMeQuery, data: { me: user } });
      session.signIn(user);
      notify.success(t.success);
      await navigate(paths.app, { replace: true });
    } catch (error) {
      setFormError(errorCode(error) === ErrorCode.LoginFailed ? t.loginFailed : errorMessage(error, t.unknownError));
    }
  };

  return (
    <Center minH="100dvh" px="4" py="10" bgGradient="to-b" gradientFrom="blue.50" gradientTo="bg.muted">
      <Box w="full" maxW="sm">
        <Flex align="center" justify="center" gap="3" mb="6">
          <BrandMark size="10" />
          <Text fontWeight="semibold" color="fg.muted">
            {t.subtitle}
          </Text>
        </Flex>
        <Card.Root as="main" shadow="md" borderRadius="l3">
          <Card.Body p={{ base: '6', md: '8' }}>
            <Heading as="h1" size="xl" textAlign="center">
              {t.title}
            </Heading>
            <Text mt="1" mb="6" textAlign="center" color="fg.muted" textStyle="sm">
              {t.hint}
            </Text>
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="4">
                <Field.Root invalid={!!fieldErrors.phone}>
                  <Field.Label>{t.phone}</Field.Label>
                  <Input
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="username"
                    value={phone}
                    onChange={(e) => setPhone(fixPhone(e.target.value))}
                    maxLength={12}
                    autoFocus
                  />
                  {fieldErrors.phone && <Field.ErrorText>{fieldErrors.phone}</Field.ErrorText>}
                </Field.Root>
                <Field.Root invalid={!!fieldErrors.password}>
                  <Field.Label>{t.password}</Field.Label>
                  <Input
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                  {fieldErrors.password && <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>}
                </Field.Root>
                {formError && (
                  <Alert.Root status="error" size="sm" borderRadius="l2" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{formError}</Alert.Title>
                  </Alert.Root>
                )}
                <Button type="submit" size="lg" w="full" mt="2" loading={loading}>
                  {t.submit}
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Box>
    </Center>
  );
}
