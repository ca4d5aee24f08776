import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { popupMachine } from '../../machines/popup.machine'
import { ModalDialog, type ModalDialogProps } from './ModalDialog'

export type PopupProps = ModalDialogProps

/** A dialog over the page that fades in over 0.5 s. */
export function Popup(props: PopupProps) {
  return <ModalDialog kind="popup" {...props} />
}

/** The content of a popup the machine may open, found by the id in its `popup.open` event. */
export interface PopupDefinition {
  id: string
  title: ReactNode
  body: ReactNode
}

export type PopupActor = ActorRefFrom<typeof popupMachine>

export interface PopupHostProps {
  actor: PopupActor
  /** Every popup this part of the app may open; the machine knows only their ids. */
  popups: readonly PopupDefinition[]
}

/** Shows the popup the popup actor has open, if its id is among `popups`. */
export function PopupHost({ actor, popups }: PopupHostProps) {
  const openId = useSelector(actor, (snapshot) => snapshot.context.current?.id ?? null)
  const popup = openId === null ? undefined : popups.find((candidate) => candidate.id === openId)
  if (!popup) return null
  return (
    // A new key per popup: a replacing popup mounts afresh and fades in again.
    <Popup
      key={popup.id}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'popup.close' })
      }}
      title={popup.title}
    >
      {popup.body}
    </Popup>
  )
}
