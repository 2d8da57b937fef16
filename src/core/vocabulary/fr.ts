/** French CRM vocabulary: the concept (see `en.ts`), then French words and phrases for it. */
export const fr = `account,societe,entreprise,compte,organisation,client
contact,interlocuteur,personne
opportunity,affaire,opportunite
owner,proprietaire,responsable,commercial,attribue a
manager,superieur
parent,maison mere,societe mere
requester,demandeur
name,nom de,nom du,nom d,raison sociale
firstname,prenom
lastname,^nom,nom de famille
jobtitle,poste,fonction,intitule du poste,poste occupe
subject,sujet,objet
description,commentaire
phone,telephone,numero de telephone
mobile,portable
email,courriel,adresse e mail
address,adresse,rue
city,ville
postal,code postal,cp
country,pays
employee,effectif,employe,salarie,nombre d employe
revenue,chiffre d affaire,ca
amount,montant,valeur
probability,probabilite
number,numero
industry,secteur,secteur d activite
source,origine
status,statut,etat
stage,etape
priority,priorite
language,langue
currency,devise
gender,sexe,genre
salutation,civilite
department,service
date,le
expected,prevu,prevue,estime
close,cloture,fermeture
create,creation,cree
modify,modification,modifie
due,echeance
renewal,renouvellement
birthdate,date de naissance,anniversaire
optout,desabonne,desinscrit
vat,tva,numero de tva
yes,oui
no,non
high,haute,eleve,elevee
medium,moyenne,moyen,normale
low,basse,faible
urgent,urgente
male,monsieur,homme
female,madame,femme
won,gagne
loss,perdu
german,allemand
english,anglais
french,francais
spanish,espagnol
healthcare,sante
retail,commerce de detail`;
