import { useStore } from '@nanostores/react';
import { CloseButton, Modal } from '../../components/Modal';
import { SignInForm } from '../../components/SignInForm';
import { signIn } from '../../stores/admin-flag.store';
import { $overlay, closeOverlay } from '../../stores/overlay.store';
import { showToast } from '../../stores/toast.store';

/** 'Admin Access': the key goes to the server, which sets the session; Escape closes. */
export function AdminAccessModal() {
  const open = useStore($overlay) === 'adminAccess';
  return (
    <Modal open={open} onClose={closeOverlay} labelledBy="admin-access-title" className="max-w-sm">
      <div className="relative p-6">
        <CloseButton onClick={closeOverlay} />
        <h2 id="admin-access-title" className="mb-4 text-xl font-extrabold">
          Admin Access
        </h2>
        <SignInForm
          signIn={signIn}
          onCancel={closeOverlay}
          onSuccess={() => {
            closeOverlay();
            showToast('Admin access granted');
          }}
        />
      </div>
    </Modal>
  );
}
