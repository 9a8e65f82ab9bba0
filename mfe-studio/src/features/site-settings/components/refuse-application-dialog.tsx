import {
  APPLICATION_REASON_MAX_LENGTH,
  Button,
  Dialog,
  FormError,
  getErrorMessage,
  notify,
  type Application,
} from '@kinora/shared';
import { TextArea, useForm } from '@kinora/shared/forms';
import { decideApplication } from '@kinora/shared/moderation';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

interface RefuseApplicationDialogProps {
  application: Application;
  onClose: () => void;
  /** The application as the refusal left it. */
  onDone: (application: Application) => void;
}

/** Refuses an application, with a reason the applicant is told when they try to sign in. */
export function RefuseApplicationDialog({
  application,
  onClose,
  onDone,
}: RefuseApplicationDialogProps) {
  const t = useT();
  const formId = useId();
  const form = useForm({ reason: '' });
  const busy = form.submitting;

  const refuse = async ({ reason }: { reason: string }) => {
    const cleanReason = reason.trim();
    form.setErrors({});
    try {
      const decided = await decideApplication(application._id, {
        decision: 'refuse',
        ...(cleanReason ? { reason: cleanReason } : {}),
      });
      notify.success(
        t('Refused the application of @{{username}}', { username: application.username }),
      );
      onDone(decided);
      return 'leaving';
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(failure, t('Could not decide on the application. Please try again.')),
      });
      return;
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={t('Refuse @{{username}}', { username: application.username })}
      description={t('No account is made for them.')}
      width={520}
      footer={
        <>
          <Button $variant="ghost" onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} $variant="danger" disabled={busy}>
            {t('Refuse')}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={form.handleSubmit(refuse)}>
        <TextArea
          label={t('Reason shown to the applicant (optional)')}
          hint={t('They read it when they try to sign in.')}
          rows={3}
          maxLength={APPLICATION_REASON_MAX_LENGTH}
          disabled={busy}
          {...form.field('reason')}
        />
        {form.errors.form ? <FormError>{form.errors.form}</FormError> : null}
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
